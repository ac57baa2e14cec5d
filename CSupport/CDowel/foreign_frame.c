#include "CDowel.h"

/* One definition for the whole program: a `static` variable in the header would give every
   Swift module that inlines the accessors its own copy. */
_Thread_local void *dowel_foreign_frame_slot DOWEL_TLS_MODEL = NULL;

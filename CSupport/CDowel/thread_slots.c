#include "CDowel.h"

/* One definition for the whole program: a `static` variable in the header would give every
   Swift module that inlines the accessors its own copy. */
_Thread_local void *dowel_foreign_frame_slot DOWEL_TLS_MODEL = NULL;

/* The same for the creation record (see CDowel.h). */
_Thread_local void *dowel_creation_record_slot DOWEL_TLS_MODEL = NULL;

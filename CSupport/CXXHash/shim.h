/* Makes libxxhash-dev's header visible to CDowel (pkg-config adds its include path where it is not
   a default one, e.g. Homebrew). Header-only use: the module map links nothing. */
#include <xxhash.h>

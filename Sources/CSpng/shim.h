#ifndef PROOFSHEET_CSPNG_SHIM_H
#define PROOFSHEET_CSPNG_SHIM_H
/* libspng (Debian's libspng-dev): a PNG decoder measured against libpng and libdeflate in the
   diff benchmark (Drawing's PNGDecoderKind.spng). */
#include <spng.h>
#endif

#ifndef PROOFSHEET_CDEFLATE_SHIM_H
#define PROOFSHEET_CDEFLATE_SHIM_H
/* libdeflate (Debian's libdeflate-dev): whole-buffer zlib inflation and CRC-32, for decoding
   PNG references faster than zlib's streaming inflate. */
#include <libdeflate.h>
#endif

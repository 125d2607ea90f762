#ifndef TRIGLOT_CMALLOC_SHIM_H
#define TRIGLOT_CMALLOC_SHIM_H
// glibc's allocator settings (mallopt), which the Glibc module does not export.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif

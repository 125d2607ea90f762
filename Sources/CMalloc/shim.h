#ifndef TRIGLOT_CMALLOC_SHIM_H
#define TRIGLOT_CMALLOC_SHIM_H
// glibc's headers that the Glibc module does not export: the allocator settings (mallopt), and
// extended attributes (a site file's recorded digest, TriglotLowLevel's RecordedDigest).
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#if defined(__linux__) && __has_include(<sys/xattr.h>)
#include <sys/xattr.h>
#endif
#endif

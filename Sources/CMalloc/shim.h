#ifndef TRIGLOT_CMALLOC_SHIM_H
#define TRIGLOT_CMALLOC_SHIM_H
// glibc's headers that the Glibc module does not export: the allocator settings (mallopt), and
// extended attributes (a site file's recorded digest, TriglotLowLevel's RecordedDigest), and two
// GNU calls a child process is started with (TriglotLowLevel's ChildProcess), which the Glibc
// module leaves out because it is built without _GNU_SOURCE.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#if defined(__linux__) && __has_include(<sys/xattr.h>)
#include <sys/xattr.h>
#endif
#if defined(__linux__) && defined(__GLIBC__)
#include <spawn.h>
int pipe2(int pipefd[2], int flags);
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);
#endif
#endif

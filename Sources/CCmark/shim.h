#ifndef TRIGLOT_CCMARK_SHIM_H
#define TRIGLOT_CCMARK_SHIM_H
#include <cmark.h>
#endif

# Makes sure the cmark C library and pkg-config are installed, installing them with apt-get
# when they are missing. Sourced by the set-up scripts; stops with a clear message otherwise.
ensure_cmark() {
    if [ -f /usr/include/cmark.h ] && command -v pkg-config >/dev/null 2>&1; then
        return 0
    fi
    echo "triglot: installing libcmark-dev and pkg-config (needed to build Triglot)..." >&2
    local runner=""
    if [ "$(id -u)" != "0" ]; then
        if command -v sudo >/dev/null 2>&1; then
            runner="sudo"
        else
            echo "triglot: libcmark-dev is missing and this user cannot install packages." >&2
            echo "         Ask an administrator to run: apt-get install -y libcmark-dev pkg-config" >&2
            exit 1
        fi
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "triglot: libcmark-dev is missing and apt-get is not available on this system." >&2
        echo "         Install the cmark library and headers (libcmark) with your package manager." >&2
        exit 1
    fi
    if ! { $runner apt-get update -qq && DEBIAN_FRONTEND=noninteractive $runner apt-get install -y -qq libcmark-dev pkg-config; } >/dev/null; then
        echo "triglot: could not install libcmark-dev with apt-get (is the package index reachable?)." >&2
        exit 1
    fi
}

# Makes sure the browser tests can run: Debian's chromium, fonts-noto-cjk (so Chinese and Japanese
# text is laid out with real glyphs) and python3-venv are installed with apt-get when missing (as
# root, or through sudo), and a Python virtual environment in .build/browser-venv holds Playwright,
# the axe-core package and pytest at the exact versions of Tests/Browser/requirements.txt. The
# environment is made again when that file changes. Playwright never downloads a browser: the
# tests drive /usr/bin/chromium. Sourced by Scripts/browser-check; sets BROWSER_PYTHON.
ensure_browser() {
    local missing=()
    local package
    for package in chromium fonts-noto-cjk python3 python3-venv; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "browser-check: installing ${missing[*]} (needed by the browser tests)..." >&2
        local runner=""
        if [ "$(id -u)" != "0" ]; then
            if command -v sudo >/dev/null 2>&1; then
                runner="sudo"
            else
                echo "browser-check: ${missing[*]} missing and this user cannot install packages." >&2
                echo "               Ask an administrator to run: apt-get install -y ${missing[*]}" >&2
                exit 1
            fi
        fi
        if ! command -v apt-get >/dev/null 2>&1; then
            echo "browser-check: ${missing[*]} missing and apt-get is not available on this system." >&2
            exit 1
        fi
        if ! { $runner apt-get update -qq && DEBIAN_FRONTEND=noninteractive $runner apt-get install -y -qq "${missing[@]}"; } >/dev/null; then
            echo "browser-check: could not install ${missing[*]} with apt-get (is the package index reachable?)." >&2
            exit 1
        fi
    fi

    # Debian's Python, not whatever python3 comes first on PATH: python3-venv is its venv.
    local python=/usr/bin/python3
    [ -x "$python" ] || python="$(command -v python3)"
    local venv=".build/browser-venv"
    local requirements="Tests/Browser/requirements.txt"
    BROWSER_PYTHON="$venv/bin/python"
    if [ -x "$BROWSER_PYTHON" ] && cmp -s "$requirements" "$venv/requirements.installed"; then
        return 0
    fi
    echo "browser-check: creating $venv with the packages of $requirements..." >&2
    rm -rf "$venv"
    mkdir -p .build
    if ! "$python" -m venv "$venv" >/dev/null; then
        echo "browser-check: $python -m venv failed (is python3-venv installed?)." >&2
        exit 1
    fi
    if ! PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 "$BROWSER_PYTHON" -m pip install --quiet \
        --disable-pip-version-check --no-input -r "$requirements"; then
        rm -rf "$venv"
        echo "browser-check: could not install $requirements from PyPI." >&2
        exit 1
    fi
    cp "$requirements" "$venv/requirements.installed"
}

/// Which `Host` and `Origin` headers the preview answers. A page on another site can make the
/// browser talk to a local server through DNS rebinding (its own name resolving to 127.0.0.1),
/// so a request naming a host other than the loopback names, the configured host or, when the
/// server listens on every interface, an IP address, is refused; the reload channel also refuses
/// any `Origin` that is not the page's own.
struct HostPolicy: Sendable {
    /// The `--host` the server was asked to bind.
    let configuredHost: String
    /// The port in use (known after binding when port 0 was asked for); nil accepts any port.
    let port: @Sendable () -> Int?

    private var listensEverywhere: Bool { configuredHost == "0.0.0.0" || configuredHost == "::" }

    /// A missing Host header is allowed: browsers always send one, so its absence is not an attack from a page.
    func allowsHost(_ authority: String?) -> Bool {
        guard let authority else { return true }
        guard let (name, portText) = Self.split(authority) else { return false }
        // A Host without a port is judged by its name alone: rebinding needs a foreign name, and
        // some clients leave the port out.
        if let expected = port(), let portText, Int(portText) != expected { return false }
        let lowered = name.lowercased()
        let loopback: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        if loopback.contains(lowered) { return true }
        let configured = configuredHost.contains(":") && !configuredHost.hasPrefix("[") ? "[" + configuredHost + "]" : configuredHost
        if lowered == configured.lowercased(), !listensEverywhere { return true }
        return listensEverywhere && Self.isIPLiteral(lowered)
    }

    /// Same-origin only: `http://` and exactly the Host the request was made to. No Origin is
    /// allowed (same-origin requests need not send one; cross-origin ones always do).
    func allowsOrigin(_ origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard let host, allowsHost(host) else { return false }
        return origin.lowercased() == "http://" + host.lowercased()
    }

    /// `name:port`, `[v6]:port`, or a name alone; nil when malformed.
    static func split(_ authority: String) -> (String, String?)? {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let name = String(authority[...close])
            let rest = authority[authority.index(after: close)...]
            if rest.isEmpty { return (name, nil) }
            guard rest.hasPrefix(":") else { return nil }
            return (name, String(rest.dropFirst()))
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let first = parts.first, !first.isEmpty else { return nil }
        return (String(first), parts.count == 2 ? String(parts[1]) : nil)
    }

    static func isIPLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") && name.hasSuffix("]") {
            return name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.allSatisfy { !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && UInt8($0) != nil }
    }
}

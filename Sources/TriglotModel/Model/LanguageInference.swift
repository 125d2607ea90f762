extension Language {
    /// The language a content path is in, from its language folder (`Content/ja/…` → `ja`).
    public static func inferred(fromPath path: String, among languages: [Language]) -> Language? {
        let components = path.split(separator: "/").map(String.init)
        for component in components.reversed() {
            if let match = languages.first(where: { $0.code.caseInsensitiveCompare(component) }) { return match }
        }
        return nil
    }
}

private extension String {
    func caseInsensitiveCompare(_ other: String) -> Bool {
        lowercased() == other.lowercased()
    }
}

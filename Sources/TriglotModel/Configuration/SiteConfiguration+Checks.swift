extension SiteConfiguration {
    public struct Checks: Sendable, Equatable {
        public var disabled: [String]
        /// What translations may change without a finding; each on by default.
        public var allow: Allowances
        /// Severities set by check id or group (`typography: warning`), over the defaults.
        public var severity: [String: Diagnostic.Severity]
        /// Components (or HTML elements), by name, that the source pages show and translations
        /// leave out by design, such as a banner telling editors not to edit a generated page:
        /// `translation.markup` does not ask for them.
        public var sourceOnly: [String]

        public init(disabled: [String] = [], allow: Allowances = Allowances(), severity: [String: Diagnostic.Severity] = [:],
                    sourceOnly: [String] = []) {
            self.disabled = disabled
            self.allow = allow
            self.severity = severity
            self.sourceOnly = sourceOnly
        }

        /// The severity site.yml sets for a check id, by the id or the nearest group holding it.
        public func severity(of id: String) -> Diagnostic.Severity? {
            guard !severity.isEmpty else { return nil }
            var key = id
            while true {
                if let found = severity[key] { return found }
                guard let dot = key.lastIndex(of: ".") else { return nil }
                key = String(key[..<dot])
            }
        }
    }

    /// The differences real translation projects allow, each a switch under `checks: allow:`.
    public struct Allowances: Sendable, Equatable {
        /// `/en-US/docs/x` against `/ja/docs/x`, `en.wikipedia.org` against `ja.wikipedia.org`.
        public var localeSegments = true
        /// A fragment naming the translated heading of the page linked to.
        public var localisedAnchors = true
        /// `2,147,483,647`, full-width digits, and number words ("three", 三, 3 つ).
        public var numberForms = true
        /// Comments, string literals and a template's text translated inside code blocks, and
        /// layout changes; false compares code blocks byte for byte.
        public var translatedCode = true
        /// `js` against `javascript`, `sh` against `bash`, and a language marked where the
        /// English fence names none (`go` for a bare fence).
        public var fenceAliases = true

        public init() {}

        public static let keys = ["localeSegments", "localisedAnchors", "numberForms", "translatedCode", "fenceAliases"]

        public subscript(key: String) -> Bool {
            get {
                switch key {
                case "localeSegments": localeSegments
                case "localisedAnchors": localisedAnchors
                case "numberForms": numberForms
                case "translatedCode": translatedCode
                default: fenceAliases
                }
            }
            set {
                switch key {
                case "localeSegments": localeSegments = newValue
                case "localisedAnchors": localisedAnchors = newValue
                case "numberForms": numberForms = newValue
                case "translatedCode": translatedCode = newValue
                default: fenceAliases = newValue
                }
            }
        }
    }
}

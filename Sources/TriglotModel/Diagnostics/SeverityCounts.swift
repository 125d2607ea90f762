extension Diagnostic {
    /// How many findings there are of each severity: what every command prints last and what
    /// its exit status depends on.
    public struct SeverityCounts: Sendable, Equatable {
        public var errors = 0
        public var warnings = 0
        public var notes = 0

        public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
        }

        /// Counted in one walk that reads each severity in place: `count(where:)` hands the
        /// closure a copy of every finding, a retain and a release of each of its Strings and
        /// arrays, tens of thousands of times on a large site.
        public init(of diagnostics: [Diagnostic]) {
            self.init()
            let findings = diagnostics.span
            for index in findings.indices {
                switch findings[index].severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
    }
}

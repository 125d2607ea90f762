import TriglotModel
import Yams

extension SiteConfigurationReader.Reader {
    /// `checks: {disabled: [ids], allow: {switch: bool}, severity: {id or group: error|warning|note},
    /// sourceOnly: [component names]}`.
    func checks(_ node: Node, into checks: SiteConfiguration.Checks) throws -> SiteConfiguration.Checks {
        var checks = checks
        for (checkKey, checkKeyNode, checkValue) in try mapping(node, "checks") {
            switch checkKey {
            case "disabled": checks.disabled = try strings(checkValue, "checks.disabled")
            case "allow":
                for (allowKey, allowKeyNode, allowValue) in try mapping(checkValue, "checks.allow") {
                    let known = SiteConfiguration.Allowances.keys
                    guard known.contains(allowKey) else { throw unknown(allowKey, allowKeyNode, known: known, in: "checks.allow") }
                    checks.allow[allowKey] = try bool(allowValue, "checks.allow." + allowKey)
                }
            case "severity":
                for (id, _, value) in try mapping(checkValue, "checks.severity") {
                    let name = try string(value, "checks.severity." + id)
                    guard let severity = Diagnostic.Severity(rawValue: name) else {
                        throw failure(value, "checks.severity.\(id) is error, warning or note (got '\(name)')")
                    }
                    checks.severity[id] = severity
                }
            case "sourceOnly":
                let names = try strings(checkValue, "checks.sourceOnly")
                if let bad = names.first(where: { $0.isEmpty || $0.contains(where: { "<>/ ".contains($0) }) }) {
                    throw failure(checkValue, "checks.sourceOnly names components or elements, such as DontEditWarning, without < > (got '\(bad)')")
                }
                checks.sourceOnly = names
            default: throw unknown(checkKey, checkKeyNode, known: ["disabled", "allow", "severity", "sourceOnly"], in: "checks")
            }
        }
        return checks
    }
}

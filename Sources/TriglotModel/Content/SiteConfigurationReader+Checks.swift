import Yams

extension SiteConfigurationReader.Reader {
    /// `checks: {disabled: [ids], allow: {switch: bool}}`.
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
            default: throw unknown(checkKey, checkKeyNode, known: ["disabled", "allow"], in: "checks")
            }
        }
        return checks
    }
}

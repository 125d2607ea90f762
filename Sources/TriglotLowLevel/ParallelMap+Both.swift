extension ParallelMap {
    /// Two pieces of work side by side, returning when both have: a build reads its templates
    /// beside its pages, and makes its search indexes beside its checks.
    public static func both<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First,
                                                               _ second: @Sendable () -> Second) -> (First, Second) {
        let results = map([true, false]) { isFirst -> Either<First, Second> in isFirst ? .first(first()) : .second(second()) }
        guard case .first(let one) = results[0], case .second(let two) = results[1] else {
            preconditionFailure("ParallelMap.map keeps the order of its inputs")
        }
        return (one, two)
    }
}

private enum Either<First: Sendable, Second: Sendable>: Sendable {
    case first(First)
    case second(Second)
}

/// A dictionary kept as a fixed number of smaller ones, each key in the one its hash picks.
///
/// Why: the preview's state after a save is the state before it with a few entries replaced,
/// while the state before it is still being served. A `Dictionary` shared that way is copied
/// whole by the first change, every entry retained again: at 30,000 pages, several such copies
/// took a third of a rebuild. Here a change copies the list of shards and the one shard it
/// touches. Reading is a `Dictionary` lookup plus picking the shard; `Dictionary` is the plain
/// reference `ShardedDictionaryTests` holds it to.
public struct ShardedDictionary<Key: Hashable, Value> {
    /// A power of two: the shard is picked from the top bits of the key's hash, which the
    /// shard's own table does not lean on as much as the low ones.
    private static var shardBits: Int { 7 }

    private var shards: [[Key: Value]]
    public private(set) var count = 0

    public init() {
        shards = Array(repeating: [:], count: 1 << Self.shardBits)
    }

    /// The entries of `dictionary`, however its keys were added.
    public init(_ dictionary: [Key: Value]) {
        self.init()
        for (key, value) in dictionary { self[key] = value }
    }

    private static func shard(of key: Key) -> Int {
        Int(UInt(bitPattern: key.hashValue) >> (UInt(UInt.bitWidth) - UInt(shardBits)))
    }

    public subscript(key: Key) -> Value? {
        get { shards[Self.shard(of: key)][key] }
        set {
            let shard = Self.shard(of: key)
            let before = shards[shard].count
            shards[shard][key] = newValue
            count += shards[shard].count - before
        }
    }

    public var isEmpty: Bool { count == 0 }

    public var keys: [Key] { shards.flatMap(\.keys) }

    /// The entries as one `Dictionary`, for code that wants one.
    public var dictionary: [Key: Value] {
        var whole = [Key: Value](minimumCapacity: count)
        for shard in shards { whole.merge(shard) { first, _ in first } }
        return whole
    }
}

extension ShardedDictionary: Sequence {
    public func makeIterator() -> FlattenSequence<[[Key: Value]]>.Iterator {
        shards.joined().makeIterator()
    }
}

extension ShardedDictionary: Sendable where Key: Sendable, Value: Sendable {}

extension ShardedDictionary: Equatable where Value: Equatable {
    public static func == (left: Self, right: Self) -> Bool {
        left.count == right.count && left.shards == right.shards
    }
}

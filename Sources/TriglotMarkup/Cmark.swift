import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that talks to cmark (and the only file outside TriglotLowLevel that handles
/// pointers): parse, walk with `cmark_iter`, copy every value out into rows, drop the C tree at
/// once. No pointer leaves this file.
enum CmarkTreeBuilder {
    /// Safe rendering is cmark's default; we never pass `CMARK_OPT_UNSAFE` and never `SMART`
    /// (straight quotes stay straight, so code-like prose survives translation checks).
    static let parseOptions: Int32 = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8

    /// `checkedUTF8`: the caller has found the bytes well-formed UTF-8 without NUL. cmark's own
    /// check (its only effect is to replace what is not) would copy every line unchanged, a
    /// byte at a time, so it is left out; the tree is the same.
    ///
    /// The parse allocates from an arena (`CmarkArena`) that is dropped whole when the rows are
    /// made; `usingArena: false` parses with `cmark_parse_document` and cmark's own allocator, as
    /// before, for the tests to compare with.
    static func rows(for bytes: [UInt8], source: SourceText, checkedUTF8: Bool = false, usingArena: Bool = true) -> [MarkupDocument.Row] {
        let options = checkedUTF8 ? parseOptions & ~CMARK_OPT_VALIDATE_UTF8 : parseOptions
        guard usingArena else {
            let root: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        cmark_parse_document($0, buffer.count, options)
                    }
                } ?? cmark_parse_document("", 0, options)
            }
            guard let root else { return [emptyDocumentRow(source)] }
            defer { cmark_node_free(root) }
            return rows(of: root, source: source)
        }
        let arena = CmarkArena()
        // Nothing of the parse is freed on its own: the arena goes, with all of it, after the walk.
        return arena.serving { memory in
            guard let root = parse(bytes, options: options, memory: memory) else { return [emptyDocumentRow(source)] }
            return rows(of: root, source: source)
        }
    }

    /// `cmark_parse_document` (which feeds the whole buffer and finishes) with our allocator.
    private static func parse(_ bytes: [UInt8], options: Int32, memory: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer? {
        guard let parser = cmark_parser_new_with_mem(options, memory) else { return nil }
        defer { cmark_parser_free(parser) }
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
            }
        }
        return cmark_parser_finish(parser)
    }

    private static func rows(of root: OpaquePointer, source: SourceText) -> [MarkupDocument.Row] {
        guard let iterator = cmark_iter_new(root) else { return [emptyDocumentRow(source)] }
        defer { cmark_iter_free(iterator) }
        // Count the nodes first (a walk is cheap next to the copies): the rows then take one
        // allocation of the right size, instead of doubling from empty and keeping up to twice
        // the memory the page needs for as long as the page is loaded.
        var nodeCount = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER { nodeCount += 1 }
        }
        // Back on the root's ENTER (the reset moves onto it), which the loop below reads first.
        cmark_iter_reset(iterator, root, CMARK_EVENT_ENTER)
        var rows: [MarkupDocument.Row] = []
        rows.reserveCapacity(nodeCount)
        var open: [Int] = []          // rows of the nodes entered and not yet exited
        var lastChild: [Int] = []     // for each open node, its most recent child row (or -1)
        open.reserveCapacity(16)
        lastChild.reserveCapacity(16)
        var event = cmark_iter_get_event_type(iterator)

        while event != CMARK_EVENT_DONE {
            defer { event = cmark_iter_next(iterator) }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                let row = open.removeLast()
                lastChild.removeLast()
                rows[row].subtreeEnd = rows.count
                continue
            }
            let kind = kindOf(node)
            let parent = open.last ?? -1
            let position = rows.count
            rows.append(MarkupDocument.Row(
                kind: kind,
                range: rangeOf(node, source: source),
                parent: parent,
                subtreeEnd: position + 1,
                nextSibling: -1,
                depth: open.count
            ))
            if let previous = lastChild.last, previous >= 0 {
                rows[previous].nextSibling = position
            }
            if !lastChild.isEmpty { lastChild[lastChild.count - 1] = position }
            if isContainer(node) {
                open.append(position)
                lastChild.append(-1)
            }
        }
        InlineRanges.fill(&rows, source: source)
        return rows
    }

    /// cmark's own HTML for the same bytes and options: the reference our renderer is tested against.
    static func referenceHTML(for bytes: [UInt8]) -> String {
        let rendered: UnsafeMutablePointer<CChar>? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_markdown_to_html($0, buffer.count, CMARK_OPT_VALIDATE_UTF8)
                }
            } ?? cmark_markdown_to_html("", 0, CMARK_OPT_VALIDATE_UTF8)
        }
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    private static func emptyDocumentRow(_ source: SourceText) -> MarkupDocument.Row {
        let end = SourceLocation(line: source.lineCount, column: source.lineBytes(source.lineCount).count + 1)
        return .init(kind: .document, range: SourceRange(SourceLocation(line: 1, column: 1), end),
                     parent: -1, subtreeEnd: 1, nextSibling: -1, depth: 0)
    }

    /// Leaf nodes get only an ENTER event from `cmark_iter`; everything else gets ENTER and EXIT.
    private static func isContainer(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
             CMARK_NODE_HTML_INLINE, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK,
             CMARK_NODE_THEMATIC_BREAK:
            return false
        default:
            return true
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kindOf(_ node: OpaquePointer) -> MarkupKind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)),
                         tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: return .listItem
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)),
                              code: string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            return .other(string(cmark_node_get_type_string(node)))
        }
    }

    /// cmark's end column is inclusive; ours is half-open. Inline nodes carry no position in
    /// cmark 0.30 (zeros): `InlineRanges` fills those in afterwards.
    private static func rangeOf(_ node: OpaquePointer, source: SourceText) -> SourceRange {
        let startLine = Int(cmark_node_get_start_line(node))
        let startColumn = Int(cmark_node_get_start_column(node))
        let endLine = Int(cmark_node_get_end_line(node))
        let endColumn = Int(cmark_node_get_end_column(node))
        return SourceRange(SourceLocation(line: startLine, column: startColumn),
                           SourceLocation(line: endLine, column: endColumn + 1))
    }
}

/// The memory of one parse. cmark allocates each node, buffer and string of a parse with calloc
/// (about 130 blocks a page) and gives them back one by one, walking the whole tree to free it;
/// from an arena they are a few bumps of a pointer, and all go back at once when the rows have
/// been copied out of the tree.
///
/// cmark's allocator hooks take no context, so the arena of the parse running on a thread is
/// found through a thread-specific slot: pages are parsed on several threads at once.
final class CmarkArena {
    /// Chunks are taken from the system this size at a time; a larger request gets its own.
    static let chunkSize = 64 * 1024
    /// Every block starts this far into its space, after its size (what `realloc` copies), so
    /// that blocks keep malloc's 16-byte alignment.
    private static let header = 16

    private var chunks: [UnsafeMutableRawPointer] = []
    private var next: UnsafeMutableRawPointer?
    private var remaining = 0

    deinit {
        for chunk in chunks { free(chunk) }
    }

    /// `size` bytes, 16-byte aligned, not zeroed; nil only when the system has no memory.
    func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard size >= 0, size <= Int.max / 2 else { return nil }
        let needed = ((size + 15) & ~15) + Self.header
        if needed > remaining {
            // A large block gets a chunk of its own and leaves the current chunk to small ones.
            if needed > Self.chunkSize / 4 {
                guard let own = malloc(needed) else { return nil }
                chunks.append(own)
                own.storeBytes(of: size, as: Int.self)
                return own + Self.header
            }
            guard let chunk = malloc(Self.chunkSize) else { return nil }
            chunks.append(chunk)
            next = chunk
            remaining = Self.chunkSize
        }
        guard let block = next else { return nil }
        next = block + needed
        remaining -= needed
        block.storeBytes(of: size, as: Int.self)
        return block + Self.header
    }

    /// The size a block was allocated with.
    static func size(of block: UnsafeMutableRawPointer) -> Int {
        (block - header).load(as: Int.self)
    }

    /// Runs `body` with this arena serving the thread's cmark allocations through `memory`.
    func serving<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        let previous = pthread_getspecific(Self.slot)
        pthread_setspecific(Self.slot, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.slot, previous) }
        return body(Self.memory)
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific slot for the cmark arena")
        return key
    }()

    /// cmark keeps this address in its parser and every node: it must outlive them all. Written
    /// once, before any parse can see it, and only read after.
    nonisolated(unsafe) private static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(calloc: arenaCalloc, realloc: arenaRealloc, free: arenaFree))
        return memory
    }()

    /// `size` bytes from the arena serving this thread. The arena is used where it lies, without
    /// a reference of its own: `serving` holds it for the whole parse, and taking one for each of
    /// the few hundred allocations of a page would cost two atomic counts each.
    fileprivate static func allocateFromCurrent(_ size: Int) -> UnsafeMutableRawPointer? {
        Unmanaged<CmarkArena>.fromOpaque(pthread_getspecific(slot)!)._withUnsafeGuaranteedRef { $0.allocate(size) }
    }
}

private func arenaCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow, let block = CmarkArena.allocateFromCurrent(bytes) else { return nil }
    memset(block, 0, bytes)
    return block
}

private func arenaRealloc(_ old: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let block = CmarkArena.allocateFromCurrent(size) else { return nil }
    if let old { memcpy(block, old, min(CmarkArena.size(of: old), size)) }
    return block
}

/// Blocks go back with the whole arena.
private func arenaFree(_ block: UnsafeMutableRawPointer?) {}

import Foundation
import TriglotMarkup
import TriglotModel

/// Checking what changed, publishing diagnostics, and the code actions made from them.
extension LanguageServer {
    /// Checks the pages changed since the last flush and publishes the diagnostics of every open
    /// document whose diagnostics differ from those last published: a changed English page
    /// changes what its open translations report.
    public mutating func flush() -> [RPCMessage] {
        guard hasPendingWork else { return [] }
        var out: [RPCMessage] = []
        if reloadAll, let folder = contentFolder {
            reloadAll = false
            // A site.yml saved half-written stops every check: the editor says why.
            if let problem = load(folder) {
                log(problem)
                out.append(.notification(method: "window/showMessage", params: ["type": 1, "message": .string("Triglot: " + problem)]))
            }
            // The open buffers go back over the freshly read files.
            for (uri, document) in documents {
                if let page = page(ofURI: uri) { stage(page, bytes: document.bytes) }
            }
        }
        reloadAll = false
        // In a stable order, so the log and any reading of the pages do not depend on hashing.
        let replacements = pending.map { (page: $0.key, bytes: $0.value) }
            .sorted { ($0.page.language.code, $0.page.path) < ($1.page.language.code, $1.page.path) }
        pending = [:]
        if !replacements.isEmpty, let timing = workspace?.replace(replacements) {
            log("checked again after \(replacements.map { $0.page.language.code + "/" + $0.page.path }.joined(separator: ", ")): \(timing)")
        }
        for uri in documents.keys.sorted() {
            let diagnostics = diagnosticsJSON(ofURI: uri)
            guard mustPublish.contains(uri) || published[uri] != diagnostics else { continue }
            published[uri] = diagnostics
            out.append(Self.publication(uri: uri, version: documents[uri]?.version, diagnostics: diagnostics))
        }
        mustPublish = []
        return out
    }

    static func publication(uri: String, version: Int?, diagnostics: [LSPAny]) -> RPCMessage {
        var params: [String: LSPAny] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .integer(version) }
        return .notification(method: "textDocument/publishDiagnostics", params: .object(params))
    }

    /// The file an open document is, as diagnostics name it (absolute, like the content folder).
    func displayPath(ofURI uri: String) -> String? {
        guard let path = ContentLocation.path(ofURI: uri) else { return nil }
        if let workspace, let page = workspace.page(ofFile: path) { return workspace.displayPath(of: page) }
        return path
    }

    /// Triglot's diagnostics of a document, with the text their positions count in: the page as
    /// checked (the buffer), or for another file of the content (site.yml) the buffer.
    func diagnostics(ofURI uri: String) -> (diagnostics: [Diagnostic], source: SourceText?) {
        guard let workspace, let path = displayPath(ofURI: uri) else { return ([], nil) }
        return (workspace.diagnosticsByFile[path] ?? [], workspace.source(ofDisplayPath: path) ?? documents[uri]?.source)
    }

    func diagnosticsJSON(ofURI uri: String) -> [LSPAny] {
        let (diagnostics, source) = diagnostics(ofURI: uri)
        return diagnostics.map { DiagnosticConversion.convert($0, source: source, locate: locate) }
    }

    /// The URI and text of a file a diagnostic or note names: an open document's URI as the
    /// client spelled it, else the file's own.
    func locate(_ displayPath: String) -> (uri: String, source: SourceText?) {
        let path = ContentLocation.standardized(displayPath)
        let open = documents.keys.first { ContentLocation.path(ofURI: $0) == path }
        return (open ?? ContentLocation.uri(ofPath: path), workspace?.source(ofDisplayPath: path) ?? open.flatMap { documents[$0]?.source })
    }

    /// `textDocument/codeAction`: the quick fixes of the diagnostics at the range asked about.
    func codeActions(id: LSPAny, params: LSPAny) -> RPCMessage {
        guard let uri = params["textDocument"]["uri"].string, let range = LSPRange(json: params["range"]) else {
            return .failure(id: id, .invalidParams, "codeAction needs textDocument.uri and range")
        }
        // A client asking only for other kinds (refactorings, source actions) gets none.
        if let only = params["context"]["only"].array?.compactMap(\.string),
           !only.contains("quickfix") {
            return .success(id: id, [])
        }
        let (diagnostics, source) = diagnostics(ofURI: uri)
        guard let source else { return .success(id: id, []) }
        let actions = CodeActions.quickFixes(uri: uri, range: range, diagnostics: diagnostics, source: source) {
            DiagnosticConversion.convert($0, source: source, locate: locate)
        }
        return .success(id: id, .array(actions))
    }
}

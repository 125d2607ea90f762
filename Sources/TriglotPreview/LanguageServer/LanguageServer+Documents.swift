import Foundation
import TriglotContent
import TriglotModel
import TriglotSite

/// Text document sync: the buffers the editor has open, and which pages they change.
extension LanguageServer {
    /// The page an open document (or any file URI) is, when the content holds it.
    func page(ofURI uri: String) -> PageKey? {
        guard let workspace, let path = ContentLocation.path(ofURI: uri) else { return nil }
        return workspace.page(ofFile: path)
    }

    /// Notes a page's new text for the next check, unless the content already holds it (an
    /// opened buffer that reads as the file does, or an edit undone before it was checked).
    mutating func stage(_ page: PageKey, bytes: [UInt8]?) {
        if let bytes, workspace?.holds(page, bytes: bytes) == true {
            pending[page] = nil
            return
        }
        pending[page] = .some(bytes)
    }

    mutating func didOpen(_ params: LSPAny) {
        let item = params["textDocument"]
        guard let uri = item["uri"].string, let text = item["text"].string else {
            log("didOpen without textDocument.uri or textDocument.text; ignored")
            return
        }
        let document = TextDocument(uri: uri, version: item["version"].int, text: text)
        documents[uri] = document
        if contentFolder == nil, let path = ContentLocation.path(ofURI: uri),
           let folder = ContentLocation.contentFolder(from: (path as NSString).deletingLastPathComponent) {
            contentFolder = folder
            if let problem = load(folder) { log(problem) }
        }
        if let page = page(ofURI: uri) { stage(page, bytes: document.bytes) }
        mustPublish.insert(uri)
    }

    mutating func didChange(_ params: LSPAny) {
        guard let uri = params["textDocument"]["uri"].string, let changes = params["contentChanges"].array else {
            log("didChange without textDocument.uri or contentChanges; ignored")
            return
        }
        guard var document = documents[uri] else {
            log("didChange for \(uri), which is not open; ignored")
            return
        }
        do {
            try document.apply(changes, version: params["textDocument"]["version"].int)
        } catch {
            // The buffer is now unknown; the diagnostics stay those of the last good text until
            // the editor sends the whole text again (on reopening).
            log("didChange for \(uri): \(error); the change was not applied")
            return
        }
        documents[uri] = document
        if let page = page(ofURI: uri) { stage(page, bytes: document.bytes) }
    }

    mutating func didSave(_ params: LSPAny) {
        guard let uri = params["textDocument"]["uri"].string else { return }
        if let text = params["text"].string, var document = documents[uri] {
            try? document.apply([["text": .string(text)]], version: nil)
            documents[uri] = document
            if let page = page(ofURI: uri) { stage(page, bytes: document.bytes) }
        }
        if let path = ContentLocation.path(ofURI: uri), isConfiguration(path) { reloadAll = true }
    }

    /// A closed buffer's diagnostics are cleared, and its page goes back to the file on disk
    /// (which differs from the buffer when it was closed without saving).
    mutating func didClose(_ params: LSPAny) -> [RPCMessage] {
        guard let uri = params["textDocument"]["uri"].string else { return [] }
        documents[uri] = nil
        mustPublish.remove(uri)
        if let page = page(ofURI: uri), let path = ContentLocation.path(ofURI: uri) {
            stage(page, bytes: FileManager.default.contents(atPath: path).map { Array($0) })
        }
        guard published.removeValue(forKey: uri) != nil else { return [] }
        return [Self.publication(uri: uri, version: nil, diagnostics: [])]
    }

    /// Files changed on disk (when the client watches them): pages not open are read again; a
    /// change to site.yml, the glossary, the lock or a scenario loads everything again.
    mutating func didChangeWatchedFiles(_ params: LSPAny) {
        for change in params["changes"].array ?? [] {
            guard let uri = change["uri"].string, let path = ContentLocation.path(ofURI: uri) else { continue }
            if isConfiguration(path) {
                reloadAll = true
            } else if let page = page(ofURI: uri), !documents.keys.contains(where: { ContentLocation.path(ofURI: $0) == path }) {
                // Deleted (type 3) or not: what is on disk now is the page.
                stage(page, bytes: FileManager.default.contents(atPath: path).map { Array($0) })
            }
        }
    }

    /// Whether a file is one of the content folder's files that are not pages but change what
    /// the checks find everywhere.
    func isConfiguration(_ path: String) -> Bool {
        guard let folder = contentFolder, path.hasPrefix(folder + "/") else { return false }
        let relative = path.dropFirst(folder.count + 1)
        return ["site.yml", "glossary.yml", TranslationLock.fileName].contains(String(relative))
            || (relative.hasPrefix("scenarios/") && relative.hasSuffix(".json"))
    }
}

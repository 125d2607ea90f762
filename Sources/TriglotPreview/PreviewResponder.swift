import Hummingbird
import ServiceLifecycle

/// Answers every request from the current snapshot: the site's files, the reload script and the
/// reload channel. Read-only (GET and HEAD), loopback names only, no listings, and every answer
/// says `nosniff` and `no-store` (a preview must never be served stale from a cache).
struct PreviewResponder<Context: RequestContext>: RouterMiddleware {
    let store: SiteSnapshotStore
    let reloads: ReloadChannel
    let hosts: HostPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = respond(to: request)
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.cacheControl] = "no-store"
        return request.method == .head ? response.createHeadResponse() : response
    }

    private func respond(to request: Request) -> Response {
        guard hosts.allowsHost(request.head.authority) else {
            return Self.status(.forbidden, detail: "This preview only answers requests made to localhost, 127.0.0.1 or [::1] (and the host it was started with).")
        }
        guard request.method == .get || request.method == .head else {
            var response = Self.status(.methodNotAllowed, detail: "The preview is read-only.")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        let path = request.uri.path
        if path == ReloadScript.path {
            return Self.bytes(ByteBuffer(string: ReloadScript.source), type: "text/javascript; charset=utf-8")
        }
        if path == ReloadScript.eventsPath {
            return events(request)
        }
        return file(at: path, request: request)
    }

    private func file(at path: String, request: Request) -> Response {
        let snapshot = store.current
        switch RequestPathPolicy.decide(path) {
        case .badRequest(let reason):
            return Self.status(.badRequest, detail: reason)
        case .notFound:
            return notFound(snapshot)
        case .key(let key, let isFolder):
            if let bytes = snapshot.files[key] {
                if let failure = snapshot.failure, key.hasSuffix(".html") {
                    let page = ErrorPage.buildFailure(failure, version: snapshot.version(of: key))
                    return Self.bytes(ByteBuffer(string: page), type: "text/html; charset=utf-8", status: .internalServerError)
                }
                return Self.ranged(bytes, type: ContentTypes.type(of: key), rangeHeader: request.headers[.range])
            }
            // `/en` names a folder with an index page: send the reader to `/en/` so its relative links work.
            if !isFolder, !key.isEmpty, snapshot.files[key + "/index.html"] != nil {
                var response = Response(status: .movedPermanently)
                response.headers[.location] = RequestPathPolicy.urlPath(forKey: key) + "/"
                return response
            }
            return notFound(snapshot)
        }
    }

    private func notFound(_ snapshot: SiteSnapshot) -> Response {
        if snapshot.failure == nil, let page = snapshot.files["404.html"] {
            return Self.bytes(page, type: "text/html; charset=utf-8", status: .notFound)
        }
        return Self.status(.notFound, detail: "There is no page at this address.")
    }

    /// The reload channel (Server-Sent Events). Refuses other origins, so no other site can
    /// watch the preview; it carries only what the preview's own pages show.
    private func events(_ request: Request) -> Response {
        guard hosts.allowsOrigin(request.headers[.origin], host: request.head.authority) else {
            return Self.status(.forbidden, detail: "The reload channel is only for pages of this preview.")
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        if request.method == .head { return Response(status: .ok, headers: headers) }
        let pagePath = request.uri.queryParameters["path"].map(String.init) ?? "/"
        let version = request.uri.queryParameters["v"].map(String.init) ?? ""
        let store = self.store
        let reloads = self.reloads
        guard let (id, stream) = reloads.subscribe(path: pagePath, version: version, current: { store.current.version(ofURLPath: $0) }) else {
            return Self.status(.serviceUnavailable, detail: "Too many open preview pages.")
        }
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            defer { reloads.unsubscribe(id) }
            try await withGracefulShutdownHandler {
                try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
                for await message in stream {
                    switch message {
                    case .reload(let version):
                        try await writer.write(ByteBuffer(string: "event: reload\ndata: \(version)\n\n"))
                    case .update(_, let parts):
                        // JSON has no raw line breaks: one data line.
                        try await writer.write(ByteBuffer(bytes: Array("event: update\ndata: ".utf8) + parts + Array("\n\n".utf8)))
                    case .stylesheet:
                        try await writer.write(ByteBuffer(string: "event: stylesheet\ndata: \n\n"))
                    case .keepAlive:
                        try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                    }
                }
            } onGracefulShutdown: {
                reloads.unsubscribe(id)
            }
            try await writer.finish(nil)
        })
    }

    private static func ranged(_ bytes: ByteBuffer, type: String, rangeHeader: String?) -> Response {
        let size = bytes.readableBytes
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.acceptRanges] = "bytes"
        switch ByteRange.parse(rangeHeader, size: size) {
        case .whole:
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(size)"
            return Response(status: .rangeNotSatisfiable, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer()))
        case .part(let range):
            headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(size)"
            let slice = bytes.getSlice(at: bytes.readerIndex + range.lowerBound, length: range.count) ?? ByteBuffer()
            return Response(status: .partialContent, headers: headers, body: ResponseBody(byteBuffer: slice))
        }
    }

    private static func bytes(_ bytes: ByteBuffer, type: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }

    static func status(_ status: HTTPResponse.Status, detail: String) -> Response {
        let page = ErrorPage.status(status.code, status.reasonPhrase, detail: detail)
        return bytes(ByteBuffer(string: page), type: "text/html; charset=utf-8", status: status)
    }
}

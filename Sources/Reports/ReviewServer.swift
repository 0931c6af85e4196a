import Foundation
import ProjectFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `layoutcheck review --serve`: the review page over HTTP on 127.0.0.1, so a reviewer can
/// approve from the page. Every path starts with an unguessable token (`/<token>/index.html`);
/// requests whose Host is not this server's loopback address (DNS rebinding) or whose Origin
/// is another site (cross-site requests) are refused. `POST /<token>/approve` with
/// `{"names": [...]}` writes those scenarios' baselines exactly as `layoutcheck approve` does,
/// and answers `{"approved": [...], "refused": [{"name": …, "reason": …}]}`.
/// One request at a time on one thread: a local tool for one reviewer.
package final class ReviewServer: @unchecked Sendable {
    package let port: UInt16
    package let token: String
    private let socketDescriptor: Int32
    private let site: ContainedFolder
    private let approve: @Sendable ([String]) throws -> (approved: [String], refused: [(name: String, reason: String)])
    private let lock = NSLock()
    private var stopped = false

    /// The page's address, token included.
    package var url: String { "http://127.0.0.1:\(port)/\(token)/index.html" }

    /// Binds a random loopback port. `site` is the folder `HTMLReport.write` filled; `approve`
    /// takes exact scenario names and returns what it approved and what it refused, and why.
    package init(site: ContainedFolder, approve: @escaping @Sendable ([String]) throws -> (approved: [String], refused: [(name: String, reason: String)])) throws {
        self.site = site
        self.approve = approve
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LayoutCheckError(.layout, "review --serve: cannot open a socket (errno \(errno))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw LayoutCheckError(.layout, "review --serve: cannot listen on 127.0.0.1 (errno \(errno))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        socketDescriptor = fd
    }

    /// Serves until `stop()`; call on a thread of its own.
    package func run() {
        while true {
            let client = accept(socketDescriptor, nil, nil)
            if client < 0 {
                if isStopped { return }
                continue
            }
            handle(client)
            close(client)
        }
    }

    package func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    // MARK: One request

    struct Request {
        var method: String
        var path: String
        var headers: [String: String]
        var body: Data
    }

    static let maximumHeader = 64 * 1024
    static let maximumBody = 1024 * 1024

    private func handle(_ client: Int32) {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = Self.read(client) else { return respond(client, 400, "text/plain", Data("bad request\n".utf8)) }
        let (status, type, body) = answer(request)
        respond(client, status, type, body)
    }

    /// What to send back: status, content type, body.
    func answer(_ request: Request) -> (Int, String, Data) {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"], hosts.contains(host) else {
            return (403, "text/plain", Data("refused: this server answers only to 127.0.0.1:\(port)\n".utf8))
        }
        if let origin = request.headers["origin"], !hosts.map({ "http://" + $0 }).contains(origin) {
            return (403, "text/plain", Data("refused: requests from another origin\n".utf8))
        }
        let parts = request.path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.path
        let components = parts.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        guard components.first == token else { return (403, "text/plain", Data("refused: missing or wrong token\n".utf8)) }
        let rest = Array(components.dropFirst())
        switch (request.method, rest) {
        case ("POST", ["approve"]):
            guard request.headers["content-type"]?.hasPrefix("application/json") == true else {
                return (415, "text/plain", Data("approve takes application/json\n".utf8))
            }
            guard let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
                  let names = object["names"] as? [String], !names.isEmpty else {
                return (400, "text/plain", Data("expected {\"names\": [\"screen/device-orientation/locale-size\", …]}\n".utf8))
            }
            do {
                let outcome = try approve(names)
                let json = try JSONSerialization.data(withJSONObject: ["approved": outcome.approved,
                                                                                  "refused": outcome.refused.map { ["name": $0.name, "reason": $0.reason] }],
                                                      options: [.sortedKeys, .withoutEscapingSlashes])
                return (200, "application/json", json)
            } catch {
                return (400, "text/plain", Data("\(error)\n".utf8))
            }
        case ("GET", let path):
            let file = path.isEmpty ? ["index.html"] : path
            guard let data = try? site.read(file) else { return (404, "text/plain", Data("not found\n".utf8)) }
            let type = file.last.map(Self.contentType) ?? "application/octet-stream"
            return (200, type, data)
        default:
            return (405, "text/plain", Data("method not allowed\n".utf8))
        }
    }

    static func contentType(_ name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".png") { return "image/png" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        return "application/octet-stream"
    }

    private static func read(_ client: Int32) -> Request? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var headerEnd: Int?
        while headerEnd == nil {
            let n = recv(client, &chunk, chunk.count, 0)
            guard n > 0 else { return nil }
            buffer += chunk[0..<n]
            headerEnd = find([13, 10, 13, 10], in: buffer)
            if headerEnd == nil && buffer.count > maximumHeader { return nil }
        }
        guard let end = headerEnd, let head = String(bytes: buffer[0..<end], encoding: .utf8) else { return nil }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? -1
        guard (0...maximumBody).contains(length) else { return nil }
        var body = Array(buffer[(end + 4)...])
        while body.count < length {
            let n = recv(client, &chunk, chunk.count, 0)
            guard n > 0 else { return nil }
            body += chunk[0..<n]
        }
        return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: Data(body.prefix(length)))
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for i in 0...(bytes.count - pattern.count) where bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
        return nil
    }

    private func respond(_ client: Int32, _ status: Int, _ type: String, _ body: Data) {
        let reason = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 415: "Unsupported Media Type"][status] ?? "Error"
        let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        var bytes = Array(head.utf8) + [UInt8](body)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            sent += n
        }
        bytes.removeAll()
    }
}

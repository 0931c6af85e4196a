import Foundation
import Testing
@testable import LayoutCheck
#if canImport(Glibc)
import Glibc
@testable import ProjectFiles
@testable import Reports
#endif

/// `review --serve`: the page over loopback behind a token, approving exactly what it is asked,
/// refusing requests without the token, for another host, or from another origin.
@Suite(.serialized) struct ReviewServerTests {
    /// One raw HTTP/1.1 exchange; returns the status code and the body.
    static func request(port: UInt16, _ text: String) -> (status: Int, body: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return (0, "connect failed") }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n <= 0 { break }
            response += chunk[0..<n]
        }
        let string = String(decoding: response, as: UTF8.self)
        let status = Int(string.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = string.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
    }

    static func post(_ server: ReviewServer, path: String, body: String, host: String? = nil, origin: String? = nil,
                     type: String = "application/json") -> (status: Int, body: String) {
        var head = "POST \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(server.port)")\r\nContent-Type: \(type)\r\n"
        if let origin { head += "Origin: \(origin)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\n\r\n"
        return request(port: server.port, head + body)
    }

    @Test func servesThePageAndApprovesExactlyTheGroupItIsGiven() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // The German button grows: 4 German scenarios change.
        try project.folder.write("Strings/de.lproj/Localizable.strings",
                                 SampleProject.german.replacingOccurrences(of: "Weiter", with: "Weiter zur Buchung"))
        #expect(await project.run("test") == 1)
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project.projectFile))
        let site = ContainedFolder(root: project.folder.url.appendingPathComponent(".layoutcheck/report"))
        try HTMLReport.write(try project.report(), projectRoot: project.folder.url,
                             readingFrom: [workspace.baselines, workspace.output], into: site)
        let report = try project.report()
        let server = try ReviewServer(site: site) { names in
            let approval = try Approval.approveExactly(names, in: workspace, report: report)
            return (approval.approvedLines, approval.refused.map { ($0.name, $0.refusal.reason) })
        }
        let thread = Thread { server.run() }
        thread.start()
        defer { server.stop() }
        let before = try project.baselineFiles().map { ($0, try project.read($0)) }
        func changed() throws -> [String] { try before.filter { try project.read($0.0) != $0.1 }.map(\.0) }

        let page = Self.request(port: server.port, "GET /\(server.token)/index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        #expect(page.status == 200)
        #expect(page.body.contains("<h1>LayoutCheck review</h1>"))
        // No token, a wrong token, another Host (DNS rebinding), another Origin: refused.
        #expect(Self.request(port: server.port, "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n").status == 403)
        let group = ["card/iphone-15-pro-portrait/de-large", "card/iphone-15-pro-landscape/de-large"]
        let body = "{\"names\": [\"\(group[0])\", \"\(group[1])\"]}"
        #expect(Self.post(server, path: "/wrong/approve", body: body).status == 403)
        #expect(Self.post(server, path: "/\(server.token)/approve", body: body, host: "evil.example").status == 403)
        #expect(Self.post(server, path: "/\(server.token)/approve", body: body, origin: "http://evil.example").status == 403)
        #expect(Self.post(server, path: "/\(server.token)/approve", body: body, type: "text/plain").status == 415)
        #expect(try changed() == [])
        // A name that is not a scenario approves nothing.
        #expect(Self.post(server, path: "/\(server.token)/approve", body: "{\"names\": [\"card/*\"]}").status == 400)
        #expect(try changed() == [])
        // The two iPhone 15 Pro German scenarios: exactly their frames baselines change.
        let approved = Self.post(server, path: "/\(server.token)/approve", body: body, origin: "http://127.0.0.1:\(server.port)")
        #expect(approved.status == 200, "\(approved.body)")
        #expect(approved.body == "{\"approved\":[\"card/iphone-15-pro-portrait/de-large (json)\",\"card/iphone-15-pro-landscape/de-large (json)\"],\"refused\":[]}")
        #expect(try changed() == ["Baselines/card/iphone-15-pro-landscape/de-large.json", "Baselines/card/iphone-15-pro-portrait/de-large.json"])
        // An actual file changed after the run the page shows is refused, with the reason, as
        // `layoutcheck approve` refuses it.
        let tampered = ".layoutcheck/actual/card/iphone-se-3-portrait/de-large.png"
        try project.folder.write(tampered, try project.read(tampered) + Data([0]))
        let refused = Self.post(server, path: "/\(server.token)/approve", body: "{\"names\": [\"card/iphone-se-3-portrait/de-large\"]}")
        #expect(refused.status == 200, "\(refused.body)")
        #expect(refused.body == "{\"approved\":[],\"refused\":[{\"name\":\"card/iphone-se-3-portrait/de-large\",\"reason\":\"\(tampered) changed since the run\"}]}")
        #expect(try changed() == ["Baselines/card/iphone-15-pro-landscape/de-large.json", "Baselines/card/iphone-15-pro-portrait/de-large.json"])
    }
}

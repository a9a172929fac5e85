import TestSupport
import Testing

@testable import MicroHTTPServer

/// The page-sized buffers a sent response leaves for the next page: reused, never written over
/// while shared, and the bodies written into them arrive whole.
struct ResponseBuffersTests {
    @Test func aBufferGivenBackIsTakenAgainEmptyWithItsStorage() {
        let buffers = ResponseBuffers()
        var page = buffers.take(capacity: 14_000)
        page.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: 13_500))
        let address = page.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        buffers.giveBack(page)
        page = []
        #expect(buffers.count == 1)
        let next = buffers.take(capacity: 14_000)
        #expect(next.isEmpty)
        #expect(next.capacity >= 14_000)
        #expect(next.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
        #expect(buffers.count == 0)
    }

    @Test func aBufferStillSharedIsNeverWrittenOver() {
        let buffers = ResponseBuffers()
        let file = [UInt8](repeating: UInt8(ascii: "f"), count: 10_000)
        buffers.giveBack(file)
        var page = buffers.take(capacity: 10_000)
        page.append(contentsOf: repeatElement(UInt8(ascii: "p"), count: 10_000))
        #expect(file.allSatisfy { $0 == UInt8(ascii: "f") })
        #expect(page.allSatisfy { $0 == UInt8(ascii: "p") })
    }

    @Test func onlyPageSizedBuffersAreKeptAndNoMoreThanTheLimit() {
        let buffers = ResponseBuffers(limit: 2, keptCapacities: 4_096...131_072)
        buffers.giveBack([UInt8](repeating: 0, count: 100))
        buffers.giveBack([UInt8](repeating: 0, count: 1_000_000))
        #expect(buffers.count == 0)
        for _ in 0..<3 { buffers.giveBack([UInt8](repeating: 0, count: 8_000)) }
        #expect(buffers.count == 2)
        #expect(buffers.take(capacity: 0).isEmpty)
        #expect(buffers.count == 1)
    }

    @Test func pagesWrittenIntoReusedBuffersArriveWhole() throws {
        try withServer(handler: { request in
            // Each answer fills a buffer of the shared pool with the byte the request names.
            let fill = UInt8(request.queryItems.first?.value ?? "") ?? 0
            var body = ResponseBuffers.shared.take(capacity: 12_000)
            body.append(contentsOf: repeatElement(fill, count: 12_000))
            return HTTPResponse(status: .ok, headers: ["Content-Type": "application/octet-stream"], body: body)
        }) { server in
            for round in 0..<60 {
                let fill = UInt8(round % 250 + 1)
                let response = try HTTPTestClient.send(port: server.port, path: "/?fill=\(fill)")
                #expect(response.status == 200)
                #expect(response.body.count == 12_000)
                #expect(response.body.allSatisfy { $0 == fill })
            }
        }
    }
}

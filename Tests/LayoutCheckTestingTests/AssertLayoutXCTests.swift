// assertLayout from XCTest: failures arrive through XCTFail at the caller's file and line.
import Foundation
import LayoutCheckTesting
import XCTest

final class AssertLayoutXCTests: XCTestCase {
    /// Failures the test expects, kept instead of failing it; everything else fails as usual.
    private var expected: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected isExpected: Bool) {
        if capturing {
            expected.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: isExpected)
        }
    }

    /// Records (which fails), passes against what it recorded, then fails at the call's line with
    /// the grouped message when the gap grows from 8 to 20 on both devices.
    func testRecordPassFailAtTheCallSite() async throws {
        let scratch = try ScratchFolder()
        capturing = true
        await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, record: true, on: twoDevices, snapshotDirectory: scratch.url)
        capturing = false
        XCTAssertEqual(expected.count, 1)
        XCTAssertTrue(expected.first?.description.contains("Record mode is on: recorded 2 scenarios") == true)
        // The XCTest folder name is the method's name without its parentheses.
        XCTAssertEqual(scratch.files().count, 2)
        XCTAssertTrue(scratch.files().allSatisfy { $0.hasPrefix("testRecordPassFailAtTheCallSite/") }, "\(scratch.files())")

        let same = await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, on: twoDevices, snapshotDirectory: scratch.url)
        XCTAssertEqual(same?.results.map(\.status), [.passed, .passed])

        expected = []
        capturing = true
        let line = #line + 1
        await assertLayout(of: makeBadgeView(spacing: 20), as: .frames, on: twoDevices, snapshotDirectory: scratch.url)
        capturing = false
        XCTAssertEqual(expected.count, 1)
        let failure = try XCTUnwrap(expected.first)
        XCTAssertEqual(failure.line, line)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertTrue(failure.description.contains("changes: 2 scenarios in 1 group of identical changes"), failure.description)
        XCTAssertTrue(failure.description.contains("bar: moved +12 pt x, resized −12 pt w"), failure.description)
    }
}

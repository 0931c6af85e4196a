import Testing
import Foundation
import DeviceCatalog
@testable import InterfaceBuilder

/// Bad input: errors and notes that name the file and the element's line; never a crash.
@Suite struct ErrorTests {
    @Test func constraintNamingAnUnknownIdIsAnErrorAtItsLine() throws {
        let text = plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <constraints>
                <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
              </constraints>
            </view>
            """)
        let doc = try Snippet.read(text, file: "Ghost.xib")
        do {
            _ = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
            Issue.record("expected an error")
        } catch {
            // The snippet's constraint is on line 9 of the generated document.
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("id=\"c1\"") }.map { $0 + 1 }
            #expect(error.location.file == "Ghost.xib")
            #expect(error.location.line == line)
            #expect(error.message == "constraint 'c1' names unknown item 'ghost'")
        }
    }

    @Test func anXcode4ArchiveXibIsNamedWithHowToConvertIt() throws {
        // iCarousel's example MainWindow.xib: the keyed archive Xcode 4 wrote, root <archive> on line 2.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
              <data><int key="IBDocument.SystemTarget">1552</int></data>
            </archive>
            """
        do {
            _ = try Snippet.read(text, file: "MainWindow.xib")
            Issue.record("expected an error")
        } catch let error as IBError {
            #expect(error.location.file == "MainWindow.xib")
            #expect(error.location.line == 2)
            #expect(error.message.hasPrefix("an Xcode 4 (Interface Builder 3) archive-format file, which is not read"))
            #expect(error.message.contains("Xcode 5 or later"))
        } catch {
            Issue.record("expected an IBError, got \(error)")
        }
    }

    /// Views nested `depth` deep, one per line: `<view id="vK">` with its frame and an open `<subviews>`.
    static func nested(_ depth: Int) -> String {
        let open = (1...depth).map { #"<view id="v\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>"# }
        return open.joined(separator: "\n") + "\n" + String(repeating: "</subviews></view>", count: depth)
    }

    /// Nesting is refused before anything recurses over it (≈ 470 nested views overflowed a command's
    /// stack). In a xib, `<document>` is depth 1 and `<objects>` 2, so view K sits at depth 2K + 1 and its
    /// `<rect>`/`<subviews>` at 2K + 2: 127 views reach depth 256 exactly and read; with 128, `<view id="v128">`
    /// is the first element at depth 257 and the error names its line.
    @Test func nestingDeeperThanTheLimitIsAnErrorAtItsLine() throws {
        let fits = try Snippet.read(Snippet.xib(Self.nested(127)))
        #expect(fits.scenes.count == 1)
        let text = Snippet.xib(Self.nested(200))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"id="v128""#) }.map { $0 + 1 }
        do {
            _ = try IBDocumentReader.read(data: Data(text.utf8), file: "Deep.xib")
            Issue.record("expected an error")
        } catch {
            #expect(error.location.file == "Deep.xib")
            #expect(error.location.line == line)
            #expect(error.message == "malformed XML: <view> nests deeper than 256 elements")
        }
    }

    @Test func constraintOnAViewRemovedByAVariationIsDropped() throws {
        // `v` is excluded in the default configuration, so its constraint is not installed: no
        // error, and `v` is absent from the result.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
              <constraints><constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/></constraints>
              <variation key="default"><mask key="subviews"><exclude reference="v"/></mask></variation>
            </view>
            """))
        #expect(f["v"] == nil)
        #expect(f["root"] == rect(0, 0, 320, 200))
    }

    @Test func unknownDeviceIdIsNamedInANoteNotRefused() throws {
        // A free 320 × 200 view gives no screen-sized canvas: laid out on the newest phone, the
        // iPhone 16 Pro, with a note at <device> (the document's third line) naming the id.
        let text = Snippet.xib(#"<view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/></view>"#,
                               device: "retina9_9")
        let doc = try Snippet.read(text, file: "Future.xib")
        let result = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        #expect(result.device.id == "iphone-16-pro")
        #expect(result.views.first { $0.id == "root" }?.frame == rect(0, 0, 320, 200))
        let note = try #require(result.notes.first { $0.message.hasPrefix("unknown device id 'retina9_9'") })
        #expect(note.location.file == "Future.xib" && note.location.line == 3)
        // Another device given explicitly lays the file out there, with the same note.
        let given = try doc.layout(options: IBLayoutOptions(device: try DeviceCatalog.device("iphone-15-pro"),
                                                            intrinsicSizes: .fromDocument))
        #expect(given.device.id == "iphone-15-pro")
        #expect(given.notes.contains { $0.message.hasPrefix("unknown device id 'retina9_9'") && $0.location.line == 3 })
    }

    @Test func unsupportedClassBecomesAPlainViewWithANote() throws {
        // An element LayoutCheck does not know (a framework's view newer than its table; web and
        // map views are known: SizelessViewTests): laid out as a plain view whose intrinsic size is
        // its stored 120 × 80, with a note naming the element's line. Pinned at (10, 20) with no
        // size constraints.
        let text = plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <futureKitView translatesAutoresizingMaskIntoConstraints="NO" id="future"><rect key="frame" x="0" y="0" width="120" height="80"/></futureKitView>
              </subviews>
              <constraints>
                <constraint firstItem="future" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="1"/>
                <constraint firstItem="future" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="2"/>
              </constraints>
            </view>
            """)
        let doc = try Snippet.read(text, file: "Future.xib")
        let result = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument,
                                                             resolvesAmbiguityWithStoredFrames: false))
        let future = try #require(result.views.first { $0.id == "future" })
        #expect(future.frame == rect(10, 20, 120, 80))
        #expect(future.className == "UIFutureKitView")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<futureKitView") }.map { $0 + 1 }
        let note = try #require(result.notes.first { $0.message.contains("unsupported class 'futureKitView'") })
        #expect(note.location.file == "Future.xib" && note.location.line == line)
    }

    @Test func duplicateIdsAreErrors() throws {
        let doc = try Snippet.read(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                <view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
              </subviews>
            </view>
            """))
        #expect(throws: IBError.self) { try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument)) }
    }

    @Test func outOfRangePriorityIsAnError() throws {
        let doc = try Snippet.read(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <constraints><constraint firstAttribute="width" constant="10" priority="2000" id="p"/></constraints>
            </view>
            """))
        do {
            _ = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "constraint 'p': priority 2000.0 is outside 1...1000")
        }
    }

    @Test func unknownSceneNamesTheScenes() throws {
        let doc = try Snippet.read(plainXib(#"<view id="root" customClass="Card"><rect key="frame" x="0" y="0" width="320" height="200"/></view>"#))
        #expect(try doc.scene(named: "Card").root.id == "root")
        do {
            _ = try doc.scene(named: "Nope")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "no scene named 'Nope'; scenes: Card")
        }
    }
}

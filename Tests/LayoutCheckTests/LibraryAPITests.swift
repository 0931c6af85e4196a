import Foundation
import Testing
import UIKitCompat
@testable import LayoutCheck
@testable import ProjectFiles
@testable import Screens

/// Seed 3 (the chat input bar) written in Swift with UIKit's spellings, run through
/// `LayoutCheck.run` as a user's own test target would.
func chatInputBar(sendSpacing: Double) -> ScreenSource {
    ScreenSource.swift("chatInput") { localized in
        let view = UIView()
        let bar = UIView(identifier: "bar")
        let textField = UITextField(identifier: "textField", placeholder: localized("chat.placeholder"))
        let button = UIButton(identifier: "sendButton", title: localized("chat.send"))
        for subview in [bar, textField, button] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(bar)
        bar.addSubview(textField)
        bar.addSubview(button)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[textField]-(spacing)-[button]-|", options: [.alignAllCenterY],
            metrics: ["spacing": sendSpacing], views: ["textField": textField, "button": button]))
        NSLayoutConstraint.activate([
            textField.topAnchor.constraint(equalTo: bar.topAnchor, constant: 6),
            textField.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -6),
            bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        textField.setContentHuggingPriority(UILayoutPriority(rawValue: 249), for: .horizontal)
        button.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 751), for: .horizontal)
        return view
    }
}

@Suite(.serialized) struct LibraryAPITests {
    @Test func recordsThenPassesThenCatchesAChangedConstant() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/en.lproj/Localizable.strings", "\"chat.placeholder\" = \"Message\";\n\"chat.send\" = \"Send\";\n")
        try folder.write("Strings/ar.lproj/Localizable.strings", "\"chat.placeholder\" = \"رسالة\";\n\"chat.send\" = \"إرسال\";\n")
        let strings = [folder.url.appendingPathComponent("Strings")]
        let baselines = folder.url.appendingPathComponent("Baselines")
        let devices = ["iPhone SE (3rd generation)", "iPhone 15 Pro"]
        let recorded = try await LayoutCheck.run([chatInputBar(sendSpacing: 8)], devices: devices, orientations: [.portrait, .landscape],
                                                 locales: ["en", "ar"], strings: strings, baselines: baselines, record: true)
        // 2 devices × 2 orientations × 2 locales.
        #expect(recorded.results.count == 8)
        #expect(recorded.isPassing)
        #expect(folder.files().filter { $0.hasPrefix("Baselines/chatInput/") }.count == 8)

        let same = try await LayoutCheck.run([chatInputBar(sendSpacing: 8)], devices: devices, orientations: [.portrait, .landscape],
                                             locales: ["en", "ar"], strings: strings, baselines: baselines)
        #expect(same.isPassing, "\(same.summary)")

        // 20 pt instead of the standard 8 between field and button: the field gets 12 pt
        // narrower; the button keeps its place at the trailing margin (and in Arabic the
        // field, now on the right, starts 12 pt further right).
        let changed = try await LayoutCheck.run([chatInputBar(sendSpacing: 20)], devices: devices, orientations: [.portrait, .landscape],
                                                locales: ["en", "ar"], strings: strings, baselines: baselines)
        #expect(!changed.isPassing)
        for result in changed.results {
            #expect(result.status == .failed)
            #expect(result.changedViews == ["textField"], "\(result.name)")
        }
        let english = try #require(changed.results.first { $0.locale == "en" })
        #expect(english.changes.first?.hasPrefix("textField: resized") == true)
        let arabic = try #require(changed.results.first { $0.locale == "ar" })
        #expect(arabic.changes.first?.hasPrefix("textField: moved and resized") == true)
    }

    @Test func unknownDevicesAndLocalesAreErrors() async throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("Baselines")
        await #expect(throws: LayoutCheckError.self) {
            try await LayoutCheck.run([chatInputBar(sendSpacing: 8)], devices: ["iPhone 99"], baselines: baselines)
        }
        await #expect(throws: LayoutCheckError.self) {
            try await LayoutCheck.run([chatInputBar(sendSpacing: 8)], locales: ["xx"], baselines: baselines)
        }
        // NaN used to reach Int(_:) in the renderer and trap.
        await #expect(throws: LayoutCheckError.configuration("renderScale must be 1, 2 or 3 (pixels per point of the PNGs), not nan")) {
            try await LayoutCheck.run([chatInputBar(sendSpacing: 8)], baselines: baselines, png: true, renderScale: .nan)
        }
        #expect(folder.files().isEmpty)
    }
}

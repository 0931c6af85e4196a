import Foundation
import Testing
import UIKitCompat
@testable import LayoutCheck
@testable import Screens

/// A card whose one subview, 40 tall, sits 8 below its top and 8 above its bottom: nothing but
/// the window would say how tall the card is if it filled the window.
private func card(_ sizing: ComponentSizing?) -> ScreenSource {
    let body: @Sendable ((String) -> String) throws -> UIView = { _ in
        let view = UIView()
        let bar = UIView(identifier: "bar")
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            bar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            bar.heightAnchor.constraint(equalToConstant: 40),
        ])
        return view
    }
    return sizing.map { ScreenSource.component("card", sizing: $0, body) } ?? ScreenSource.swift("card", body)
}

/// The frames `record` wrote for the card on the iPhone 15 Pro (393 × 852), by view name.
private func recordedFrames(_ sizing: ComponentSizing?) async throws -> [String: [Double]] {
    let folder = try TemporaryFolder()
    let baselines = folder.url.appendingPathComponent("Baselines")
    let report = try await LayoutCheck.run([card(sizing)], devices: ["iPhone 15 Pro"], baselines: baselines, record: true)
    #expect(report.results.count == 1)
    let file = baselines.appendingPathComponent("card/iphone-15-pro-portrait/en-large.json")
    struct Baseline: Decodable { struct View: Decodable { let id: String; let frame: [Double] }; let views: [View] }
    let views = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: file)).views
    return Dictionary(views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
}

@Suite(.serialized) struct ComponentScreenTests {
    @Test func aFittingComponentTakesItsContentsHeight() async throws {
        // The window's width, 393; the height its content asks: 8 + 40 + 8 = 56. The bar inside:
        // (16, 8, 393 − 32, 40).
        let frames = try await recordedFrames(.fittingHeight)
        #expect(frames["window"] == [0, 0, 393, 852])
        #expect(frames["root"] == [0, 0, 393, 56])
        #expect(frames["bar"] == [16, 8, 361, 40])
    }

    @Test func aFixedComponentTakesItsSize() async throws {
        // 200 × 56 at the window's top left (56: the height its content agrees with): the bar is
        // (16, 8, 200 − 32, 40).
        let frames = try await recordedFrames(.fixed(width: 200, height: 56))
        #expect(frames["root"] == [0, 0, 200, 56])
        #expect(frames["bar"] == [16, 8, 168, 40])
    }

    @Test func aScreensRootFillsTheWindow() async throws {
        // Without a sizing, the view is a screen: its root is the window, 393 × 852.
        let frames = try await recordedFrames(nil)
        #expect(frames["root"] == [0, 0, 393, 852])
    }
}

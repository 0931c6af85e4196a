import Foundation
@testable import InterfaceBuilder

/// Small hand-written IB documents for the tests.
enum Snippet {
    /// A xib with `objects` as its top-level objects, on `device` saved by `tools`.
    static func xib(_ objects: String, device: String = "retina6_1", tools: String = "21507", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    static func read(_ text: String, file: String = "snippet.xib") throws -> IBDocument {
        try IBDocumentReader.read(data: Data(text.utf8), file: file)
    }
}

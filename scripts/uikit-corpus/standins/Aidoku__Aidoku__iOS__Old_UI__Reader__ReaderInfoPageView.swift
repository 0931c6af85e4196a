#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Aidoku's chapter model (Shared/Old Models/Chapter.swift), without its Codable and KVC conformances.
class Chapter: Identifiable {
    let sourceId: String
    let id: String
    var mangaId: String
    var title: String?
    var lang: String
    var chapterNum: Float?
    var volumeNum: Float?
    var sourceOrder: Int

    init(
        sourceId: String,
        id: String,
        mangaId: String,
        title: String?,
        lang: String = "en",
        chapterNum: Float? = nil,
        volumeNum: Float? = nil,
        sourceOrder: Int
    ) {
        self.sourceId = sourceId
        self.id = id
        self.mangaId = mangaId
        self.title = title == "" ? nil : title
        self.lang = lang
        self.chapterNum = chapterNum
        self.volumeNum = volumeNum
        self.sourceOrder = sourceOrder
    }
}

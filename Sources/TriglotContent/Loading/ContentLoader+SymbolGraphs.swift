import TriglotModel
import TriglotSymbolGraph

extension ContentLoader {
    /// The symbol graphs of every folder named, as one catalog. A folder that is missing or
    /// holds no graph is a configuration error, said with its path.
    public static func loadSymbolGraphs(_ folders: [String]) throws -> SymbolCatalog {
        var catalog = SymbolCatalog.empty
        for folder in folders {
            do {
                catalog = catalog.merging(try SymbolGraphReader().read(folder: folder).catalog)
            } catch let error as SymbolGraphReader.ReadError {
                throw Failure(description: error.description)
            }
        }
        return catalog
    }
}

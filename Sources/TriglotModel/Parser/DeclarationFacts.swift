import SwiftParser
import SwiftSyntax

/// What the first declaration of a parsed code block declares.
struct DeclarationFacts {
    var kind: Declaration.Kind = .unknown
    var name = ""
    var symbol = ""
    var parameters: [Declaration.Parameter] = []
    var returnType: String?

    init(_ tree: SourceFileSyntax) {
        self.init(tree, text: SyntaxText())
    }

    /// `source` is the code `tree` was parsed from, when the caller has it: the text of a node
    /// is then cut from it instead of made from a trimmed copy of the node.
    init(_ tree: SourceFileSyntax, source: String) {
        self.init(tree, text: SyntaxText(tree, source: source))
    }

    /// The facts of `code` parsed alone, with node texts cut from the source or printed from
    /// the tree: the two must agree (the tests compare them).
    static func of(_ code: String, cuttingFromSource: Bool) -> DeclarationFacts {
        let tree = Parser.parse(source: code)
        return cuttingFromSource ? DeclarationFacts(tree, source: code) : DeclarationFacts(tree)
    }

    /// The case of `enum E { <case> }`: a case declared on its own page, parsed in the only
    /// place Swift allows it.
    init(enumCaseIn wrapped: SourceFileSyntax) {
        let members = wrapped.statements.first?.item.as(DeclSyntax.self)?.as(EnumDeclSyntax.self)?.memberBlock.members
        guard let enumCase = members?.first?.decl.as(EnumCaseDeclSyntax.self), let element = enumCase.elements.first else { return }
        kind = .case
        name = element.name.text
        symbol = name
    }

    private init(_ tree: SourceFileSyntax, text: SyntaxText) {
        guard let item = tree.statements.first?.item, let decl = item.as(DeclSyntax.self) else { return }
        if let function = decl.as(FunctionDeclSyntax.self) {
            kind = .function
            name = function.name.text
            parameters = Self.parameters(function.signature.parameterClause.parameters, text)
            returnType = function.signature.returnClause.map { text.trimmed($0.type) }
            symbol = Self.selector(name, parameters)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            kind = .initializer
            name = "init"
            parameters = Self.parameters(initializer.signature.parameterClause.parameters, text)
            symbol = Self.selector(name, parameters)
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            kind = .subscript
            name = "subscript"
            parameters = Self.parameters(subscriptDecl.parameterClause.parameters, text)
            returnType = text.trimmed(subscriptDecl.returnClause.type)
            symbol = Self.selector(name, parameters)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            kind = variable.bindingSpecifier.tokenKind == .keyword(.let) ? .constant : .variable
            let binding = variable.bindings.first
            name = binding.map { text.trimmed($0.pattern) } ?? ""
            returnType = binding?.typeAnnotation.map { text.trimmed($0.type) }
            symbol = name
        } else if let named = Self.namedType(decl, text) {
            (kind, name) = named
            symbol = name
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            kind = .typeAlias
            name = alias.name.text
            symbol = name
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            kind = .case
            name = enumCase.elements.first?.name.text ?? ""
            symbol = name
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            // A protocol's requirement, as symbol graphs print it on its own page.
            kind = .associatedType
            name = associated.name.text
            symbol = name
        } else if let macro = decl.as(MacroDeclSyntax.self) {
            kind = .macro
            name = macro.name.text
            parameters = Self.parameters(macro.signature.parameterClause.parameters, text)
            symbol = Self.selector(name, parameters)
        }
    }

    private static func namedType(_ decl: DeclSyntax, _ text: SyntaxText) -> (Declaration.Kind, String)? {
        if let node = decl.as(StructDeclSyntax.self) { return (.structure, node.name.text) }
        if let node = decl.as(ClassDeclSyntax.self) { return (.class, node.name.text) }
        if let node = decl.as(EnumDeclSyntax.self) { return (.enumeration, node.name.text) }
        if let node = decl.as(ProtocolDeclSyntax.self) { return (.protocol, node.name.text) }
        if let node = decl.as(ActorDeclSyntax.self) { return (.actor, node.name.text) }
        if let node = decl.as(ExtensionDeclSyntax.self) { return (.extension, text.trimmed(node.extendedType)) }
        return nil
    }

    private static func parameters(_ list: FunctionParameterListSyntax, _ text: SyntaxText) -> [Declaration.Parameter] {
        list.map { parameter in
            let label = parameter.firstName.text
            // `subscript(metadataKey _: String)`: a parameter without a name of its own is
            // documented by its label, as DocC documents it.
            let second = parameter.secondName?.text
            let name = second == nil || second == "_" ? label : second!
            return Declaration.Parameter(label: label, name: name, type: text.trimmed(parameter.type))
        }
    }

    private static func selector(_ name: String, _ parameters: [Declaration.Parameter]) -> String {
        name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }
}

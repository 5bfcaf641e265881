// The one side-effect module: registers <go-board> (filled in with the element).
export {};

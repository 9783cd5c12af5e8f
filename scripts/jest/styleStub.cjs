// Stands in for a CSS import in unit tests (jest.config.mjs): Next bundles the real file.
module.exports = {}

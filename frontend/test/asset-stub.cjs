// Vite turns an imported asset into its URL; in jsdom any string will do.
module.exports = 'asset-stub';

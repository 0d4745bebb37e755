// Stylesheets (fonts) have no meaning in jsdom.
module.exports = {};

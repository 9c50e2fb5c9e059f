// Jest cannot parse CSS; components only need the import to resolve.
module.exports = {};

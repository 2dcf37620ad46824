/**
 * The JavaFX toolkit the screens share: node-building helpers with no feature of their own
 * (menu items, the find field, visible-while bindings, the problem view and its Copy requestId
 * row, the on-screen dialog service, table layouts, icons, the FX thread for {@code Async}).
 * It may use {@code ui.common}, never a screen's package (docs/architecture.md, "Layers").
 */
package io.mailroom.ui.fx;

/**
 * What every screen and view-model shares, none of it a node: running work off the UI thread
 * ({@code Async}, {@code Task}), the words ({@code Messages}, {@code Formats}), the typed
 * {@code Problem}, the {@code DialogService} a view-model asks through, {@code Settings},
 * {@code Navigator} and the {@code Screen} contract. Nodes are built in {@code io.mailroom.ui.fx}
 * and in the screens' views (docs/architecture.md, "Layers").
 */
package io.mailroom.ui.common;

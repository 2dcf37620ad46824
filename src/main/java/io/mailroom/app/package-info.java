/**
 * The JavaFX application.
 */
package io.mailroom.app;

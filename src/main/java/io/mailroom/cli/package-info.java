/**
 * The mailroom command line, built on the service layer.
 */
package io.mailroom.cli;

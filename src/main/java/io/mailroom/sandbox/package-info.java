/**
 * An embedded emulator of the Email Delivery Service on loopback HTTP, faithful to the spec and the decisions in DESIGN.md, with fault injection for tests under /sandbox.
 */
package io.mailroom.sandbox;

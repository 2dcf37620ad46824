/**
 * The typed HTTP client of the Email Delivery Service: requests, envelope, errors, rate limiter and retry policy. Knows nothing of JavaFX.
 */
package io.mailroom.api;

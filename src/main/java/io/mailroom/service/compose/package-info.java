/** Composing and sending one email: drafts, the single sending path, and the history of sent emails. */
package io.mailroom.service.compose;

package io.mailroom.service;

/** The request a bulk job makes for one item; it throws the client's ApiException on failure. */
@FunctionalInterface
public interface BulkOperation<I> {

    void apply(I item);
}

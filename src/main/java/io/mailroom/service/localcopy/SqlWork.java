package io.mailroom.service.localcopy;

import java.sql.Connection;
import java.sql.SQLException;

/** Work done on the copy's database within one transaction. */
@FunctionalInterface
interface SqlWork<T> {

    T run(Connection connection) throws SQLException;
}

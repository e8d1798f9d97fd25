//! Optional floats as query parameters.
//!
//! sqlx 0.8.6's `Any` driver hands a NULL `f64` to PostgreSQL as a NULL **FLOAT4**
//! (`AnyTypeInfoKind::Double` is mapped to `Option::<f32>::None`, `Real` to `Option::<f64>`),
//! while a present `f64` goes as FLOAT8. Statements are cached per connection by their text with
//! the parameter types of their first execution, so an INSERT first run with a NULL latitude
//! refuses every later real one ("incorrect binary data format in bind parameter N") and the
//! projection stops. [`OptF64`] always binds FLOAT8: bind every optional float through it.

use sqlx::any::{AnyTypeInfo, AnyTypeInfoKind};
use sqlx_core::any::{AnyArgumentBuffer, AnyValueKind};
use sqlx::encode::{Encode, IsNull};
use sqlx::error::BoxDynError;
use sqlx::{Any, Type};

/// An optional `f64` parameter that PostgreSQL always receives as FLOAT8 (see the module).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OptF64(pub Option<f64>);

impl Type<Any> for OptF64 {
    fn type_info() -> AnyTypeInfo {
        <f64 as Type<Any>>::type_info()
    }
}

impl<'q> Encode<'q, Any> for OptF64 {
    fn encode_by_ref(&self, buf: &mut AnyArgumentBuffer<'q>) -> Result<IsNull, BoxDynError> {
        match self.0 {
            Some(v) => <f64 as Encode<'q, Any>>::encode_by_ref(&v, buf),
            None => {
                // The kind sqlx 0.8.6 turns into `Option::<f64>::None` (FLOAT8); the test below
                // fails if an upgrade changes that mapping.
                buf.0.push(AnyValueKind::Null(AnyTypeInfoKind::Real));
                Ok(IsNull::Yes)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::TestDb;
    use crate::Backend;
    use sqlx::Row;

    async fn null_then_value_through_one_cached_statement(backend: Backend) {
        let t = TestDb::new(backend).await;
        let mut conn = t.db.pool().acquire().await.unwrap();
        sqlx::query("CREATE TABLE float_params (id BIGINT PRIMARY KEY, x DOUBLE PRECISION)").execute(&mut *conn).await.unwrap();
        let insert = "INSERT INTO float_params (id, x) VALUES ($1, $2)";
        for (id, x) in [(1i64, None), (2, Some(40.7608)), (3, None), (4, Some(-111.891))] {
            sqlx::query(insert).bind(id).bind(OptF64(x)).execute(&mut *conn).await.unwrap_or_else(|e| panic!("row {id}: {e}"));
        }
        let rows = sqlx::query("SELECT x FROM float_params ORDER BY id").fetch_all(&mut *conn).await.unwrap();
        let xs: Vec<Option<f64>> = rows.iter().map(|r| r.try_get::<Option<f64>, _>(0).unwrap()).collect();
        assert_eq!(xs, vec![None, Some(40.7608), None, Some(-111.891)]);
        drop(conn);
        t.finish().await;
    }

    #[tokio::test]
    async fn an_optional_float_binds_null_then_a_value_on_postgres() {
        null_then_value_through_one_cached_statement(Backend::Postgres).await;
    }

    #[tokio::test]
    async fn an_optional_float_binds_null_then_a_value_on_sqlite() {
        null_then_value_through_one_cached_statement(Backend::Sqlite).await;
    }
}

//! Money on the wire: integer cents in a scalar that holds a firm's yearly totals exactly.
//! GraphQL's `Int` is 32-bit (about $21 M in cents); `Money` is a JSON number carrying a
//! 64-bit integer, exact up to 2^53 cents (ARCHITECTURE "Money"; TOOLCHAIN).

use async_graphql::{InputValueError, InputValueResult, Number, Scalar, ScalarType, Value};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Money(pub i64);

/// Largest integer a JSON number (an IEEE double in browsers) holds exactly.
pub const MAX_EXACT: i64 = 9_007_199_254_740_991;

/// Integer cents (USD). A JSON number, exact up to 2^53 - 1.
#[Scalar(name = "Money")]
impl ScalarType for Money {
    fn parse(value: Value) -> InputValueResult<Self> {
        match &value {
            Value::Number(n) => match n.as_i64() {
                Some(c) if c.abs() <= MAX_EXACT => Ok(Money(c)),
                _ => Err(InputValueError::custom("Money is a whole number of cents")),
            },
            _ => Err(InputValueError::expected_type(value)),
        }
    }

    fn to_value(&self) -> Value {
        Value::Number(Number::from(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_million_dollars_round_trip_exactly() {
        // issue 13: "test a $30 million total through the API" — 3 000 000 000 cents > 2^31.
        let m = Money(3_000_000_000);
        assert_eq!(<Money as ScalarType>::parse(m.to_value()).unwrap(), m);
        assert!(<Money as ScalarType>::parse(Value::Number(Number::from_f64(1.5).unwrap())).is_err());
    }
}

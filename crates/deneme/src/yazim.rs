//! A notation read back: every way of writing a value comes down to one, and what a program
//! writes reads back as itself.

use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Each spelling of `yazimlar` (as written, as printed) reads as schedule type `T` and prints
/// as its printed form.
pub fn tek_bicime_iner<T: FromStr<Err = String> + Display>(yazimlar: &[(&str, &str)]) {
    for &(yazilan, basilan) in yazimlar {
        let okunan = yazilan.parse::<T>().map(|t| t.to_string());
        assert_eq!(okunan, Ok(basilan.to_string()), "{yazilan}");
    }
}

/// Schedule `yazilan` read as type `T`, after checking that its printed form reads back as the
/// same schedule and prints the same; the reader's refusal if it does not read.
pub fn kendini_okur<T>(yazilan: &str) -> Result<T, String>
where
    T: FromStr<Err = String> + Display + PartialEq + Debug,
{
    let t = yazilan.parse::<T>()?;
    let basilan = t.to_string();
    let tekrar = basilan.parse::<T>().unwrap_or_else(|m| panic!("{basilan}: {m}"));
    assert_eq!(t, tekrar, "{yazilan} -> {basilan}");
    assert_eq!(tekrar.to_string(), basilan);
    Ok(t)
}

// The migrations are embedded by `sqlx::migrate!`: a new or edited file must rebuild the crate.
fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}

# site chrome: tests
# site content: tests

# Test card numbers of the demo provider → what happens (see the manifest).
DEMO_CARD_SCENARIOS = {
    '4000000000003220': 'challenge',
    '4000000000000002': 'decline',
    '4000000000000119': 'refuse',
    '4000000000000127': 'no_answer',
}
